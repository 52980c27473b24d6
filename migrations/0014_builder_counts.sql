CREATE TABLE `bank_index` (
	`step` integer NOT NULL,
	`category_id` integer NOT NULL,
	`items` text NOT NULL,
	PRIMARY KEY(`step`, `category_id`)
);
--> statement-breakpoint
CREATE TABLE `user_question_marks` (
	`user_id` integer NOT NULL,
	`page` integer NOT NULL,
	`results` text DEFAULT '{}' NOT NULL,
	`flagged` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`user_id`, `page`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Written by hand after drizzle-kit's tables (drizzle does not model triggers): every write to
-- user_question_state and flags, from any path, keeps the student's marks pages in step.
CREATE TRIGGER `user_question_state_marks_insert` AFTER INSERT ON `user_question_state` BEGIN
  INSERT INTO `user_question_marks` (`user_id`, `page`, `results`)
  VALUES (NEW.`user_id`, NEW.`question_id` >> 10, json_object(CAST(NEW.`question_id` AS TEXT), NEW.`last_full_marks`))
  ON CONFLICT (`user_id`, `page`) DO UPDATE SET `results` = json_set(`results`, '$."' || NEW.`question_id` || '"', NEW.`last_full_marks`);
END;
--> statement-breakpoint
CREATE TRIGGER `user_question_state_marks_update` AFTER UPDATE OF `last_full_marks` ON `user_question_state`
WHEN NEW.`last_full_marks` IS NOT OLD.`last_full_marks` BEGIN
  UPDATE `user_question_marks` SET `results` = json_set(`results`, '$."' || NEW.`question_id` || '"', NEW.`last_full_marks`)
  WHERE `user_id` = NEW.`user_id` AND `page` = NEW.`question_id` >> 10;
END;
--> statement-breakpoint
CREATE TRIGGER `user_question_state_marks_delete` AFTER DELETE ON `user_question_state` BEGIN
  UPDATE `user_question_marks` SET `results` = json_remove(`results`, '$."' || OLD.`question_id` || '"')
  WHERE `user_id` = OLD.`user_id` AND `page` = OLD.`question_id` >> 10;
END;
--> statement-breakpoint
CREATE TRIGGER `flags_marks_insert` AFTER INSERT ON `flags` BEGIN
  INSERT INTO `user_question_marks` (`user_id`, `page`, `flagged`)
  VALUES (NEW.`user_id`, NEW.`question_id` >> 10, json_object(CAST(NEW.`question_id` AS TEXT), 1))
  ON CONFLICT (`user_id`, `page`) DO UPDATE SET `flagged` = json_set(`flagged`, '$."' || NEW.`question_id` || '"', 1);
END;
--> statement-breakpoint
CREATE TRIGGER `flags_marks_delete` AFTER DELETE ON `flags` BEGIN
  UPDATE `user_question_marks` SET `flagged` = json_remove(`flagged`, '$."' || OLD.`question_id` || '"')
  WHERE `user_id` = OLD.`user_id` AND `page` = OLD.`question_id` >> 10;
END;
--> statement-breakpoint
-- Every student's marks so far, as the triggers would have kept them.
INSERT INTO `user_question_marks` (`user_id`, `page`, `results`)
SELECT `user_id`, `question_id` >> 10, json_group_object(CAST(`question_id` AS TEXT), `last_full_marks`)
  FROM `user_question_state` GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO `user_question_marks` (`user_id`, `page`, `flagged`)
SELECT `user_id`, `question_id` >> 10, json_group_object(CAST(`question_id` AS TEXT), 1) FROM `flags` WHERE true GROUP BY 1, 2
ON CONFLICT (`user_id`, `page`) DO UPDATE SET `flagged` = excluded.`flagged`;
--> statement-breakpoint
-- The bank's index as the seed builds it (lib/seed-sql.ts), so the counts work before the next seed.
INSERT INTO `bank_index` (`step`, `category_id`, `items`)
SELECT coalesce(`case_step`, 0), `category_id`, json_group_array(json_array(`id`, `system`, `client_need`, `type`, `family`, `difficulty`))
  FROM (SELECT * FROM `questions` WHERE `active` = 1 AND ((`pool` = 'practice' AND `case_step` IS NULL) OR (`pool` = 'case' AND `case_step` IS NOT NULL)) ORDER BY `id`)
 GROUP BY 1, 2;
