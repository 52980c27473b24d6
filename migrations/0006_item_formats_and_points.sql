CREATE TABLE `format_counts` (
	`type` text PRIMARY KEY NOT NULL,
	`question_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `questions_pool_draw`;--> statement-breakpoint
DROP INDEX `questions_pool_draw_category`;--> statement-breakpoint
DROP INDEX `questions_pool_draw_need`;--> statement-breakpoint
DROP INDEX `questions_pool_area_difficulty`;--> statement-breakpoint
ALTER TABLE `questions` ADD `family` text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `max_points` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `display` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `body` text;--> statement-breakpoint
CREATE INDEX `questions_family_draw` ON `questions` (`active`,`pool`,`family`,`category_id`,`difficulty`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_family_draw_category` ON `questions` (`active`,`pool`,`family`,`category_id`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_family_draw_need` ON `questions` (`active`,`pool`,`family`,`client_need`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_type_draw` ON `questions` (`active`,`pool`,`type`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_type_draw_category` ON `questions` (`active`,`pool`,`type`,`category_id`,`rand_key`);--> statement-breakpoint
CREATE INDEX `questions_family_area_difficulty` ON `questions` (`active`,`pool`,`family`,`client_need`,coalesce("irt_difficulty", "difficulty" - 3));--> statement-breakpoint
ALTER TABLE `answers` ADD `response` text;--> statement-breakpoint
ALTER TABLE `answers` ADD `points` integer;--> statement-breakpoint
ALTER TABLE `answers` ADD `max_points` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `possible` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `response` text;--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `points` integer;--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `max_points` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `max_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_category_stats` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_category_stats` ADD `possible` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_daily_stats` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_daily_stats` ADD `possible` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_day_category_stats` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_day_category_stats` ADD `possible` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_mode_stats` ADD `points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_mode_stats` ADD `possible` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Points for what was stored before NGN formats: every earlier answer was a
-- 0/1 item, so points = correct and possible = answered. answers and
-- readiness_items keep points null (read as is_correct): no rewrite of history.
UPDATE `sessions` SET `points` = `correct_answers`, `max_points` = `answered_count`;--> statement-breakpoint
UPDATE `readiness_exams` SET `points` = `correct`, `possible` = `answered`;--> statement-breakpoint
UPDATE `user_category_stats` SET `points` = `correct`, `possible` = `total`;--> statement-breakpoint
UPDATE `user_daily_stats` SET `points` = `correct`, `possible` = `total`;--> statement-breakpoint
UPDATE `user_day_category_stats` SET `points` = `correct`, `possible` = `total`;--> statement-breakpoint
UPDATE `user_mode_stats` SET `points` = `correct`, `possible` = `total`;
