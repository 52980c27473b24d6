CREATE TABLE `readiness_seen` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`area` text NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `readiness_seen_user_area` ON `readiness_seen` (`user_id`,`area`,`seen_at`);--> statement-breakpoint
CREATE TABLE `session_questions` (
	`session_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`session_id`, `question_id`),
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
DROP INDEX `questions_draw`;--> statement-breakpoint
DROP INDEX `questions_draw_category`;--> statement-breakpoint
DROP INDEX `questions_draw_any`;--> statement-breakpoint
DROP INDEX `questions_draw_need`;--> statement-breakpoint
DROP INDEX `questions_area_difficulty`;--> statement-breakpoint
ALTER TABLE `questions` ADD `pool` text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
CREATE INDEX `questions_pool_draw` ON `questions` (`active`,`pool`,`category_id`,`difficulty`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_pool_draw_category` ON `questions` (`active`,`pool`,`category_id`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_pool_draw_need` ON `questions` (`active`,`pool`,`client_need`,`rand_key`);--> statement-breakpoint
-- Hand-corrected: drizzle-kit quoted the expression column as two identifiers.
CREATE INDEX `questions_pool_area_difficulty` ON `questions` (`active`,`pool`,`client_need`,coalesce("irt_difficulty", "difficulty" - 3));--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `current_reused` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `reused_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_answer_at` integer;--> statement-breakpoint
-- Hand-written data steps (additive; nothing is deleted).
-- The readiness pool: within each (client-needs area, content level) stratum of
-- active questions, every fourth in rand_key order, starting with the first:
-- ceil(n/4) per stratum. lib/seed-sql.ts applies the same rule to questions
-- seeded later, so a fresh database and an upgraded one agree.
UPDATE `questions` SET `pool` = 'readiness' WHERE `id` IN (
  SELECT `id` FROM (SELECT `id`, row_number() OVER (PARTITION BY `client_need`, `difficulty` ORDER BY `rand_key`) AS `rn` FROM `questions` WHERE `active` = 1) WHERE `rn` % 4 = 1
);--> statement-breakpoint
-- Keys students saw before the pool existed (practice answers, earlier exams) count as seen.
INSERT INTO `readiness_seen` (`user_id`, `question_id`, `area`, `seen_at`)
  SELECT a.`user_id`, a.`question_id`, q.`client_need`, max(a.`answered_at`) FROM `answers` a JOIN `questions` q ON q.`id` = a.`question_id`
  WHERE q.`pool` = 'readiness' GROUP BY a.`user_id`, a.`question_id`;--> statement-breakpoint
-- Category counts show what a student can practise.
UPDATE `categories` SET `question_count` = (SELECT count(*) FROM `questions` WHERE `questions`.`category_id` = `categories`.`id` AND `questions`.`active` = 1 AND `questions`.`pool` = 'practice');
