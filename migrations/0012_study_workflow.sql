CREATE TABLE `flags` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flags_user_created` ON `flags` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notes` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notes_user_updated` ON `notes` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `user_question_state` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`last_full_marks` integer NOT NULL,
	`answered_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `questions` ADD `system` text;--> statement-breakpoint
CREATE INDEX `questions_system_draw` ON `questions` (`active`,`pool`,`family`,`client_need`,`system`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_filter_cover` ON `questions` (`pool`,`active`,`system`,`client_need`,`category_id`,`family`,`type`,`difficulty`,`case_step`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `filters` text;--> statement-breakpoint
-- Each student's last result on every question they have answered: the newest answer (by time, then id) decides.
INSERT INTO `user_question_state` (`user_id`, `question_id`, `last_full_marks`, `answered_at`)
SELECT `user_id`, `question_id`, `is_correct`, `answered_at` FROM (
  SELECT `user_id`, `question_id`, `is_correct`, `answered_at`,
         row_number() OVER (PARTITION BY `user_id`, `question_id` ORDER BY `answered_at` DESC, `id` DESC) AS `rn`
    FROM `answers`
) WHERE `rn` = 1;
