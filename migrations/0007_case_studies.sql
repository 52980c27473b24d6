CREATE TABLE `case_bests` (
	`user_id` integer NOT NULL,
	`case_id` integer NOT NULL,
	`best_points` integer NOT NULL,
	`max_points` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `case_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`case_id`) REFERENCES `case_studies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `case_studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`category_id` integer NOT NULL,
	`title` text NOT NULL,
	`client` text NOT NULL,
	`chart` text NOT NULL,
	`item_count` integer NOT NULL,
	`max_points` integer NOT NULL,
	`difficulty` real NOT NULL,
	`pool` text DEFAULT 'practice' NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_studies_code_unique` ON `case_studies` (`code`);--> statement-breakpoint
CREATE INDEX `case_studies_list` ON `case_studies` (`active`,`pool`,`category_id`);--> statement-breakpoint
CREATE INDEX `case_studies_difficulty` ON `case_studies` (`active`,`pool`,`difficulty`);--> statement-breakpoint
CREATE TABLE `user_format_stats` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`possible` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `type`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `user_step_stats` (
	`user_id` integer NOT NULL,
	`step` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`possible` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `step`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `answers` ADD `case_id` integer REFERENCES case_studies(id);--> statement-breakpoint
ALTER TABLE `answers` ADD `case_step` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `case_id` integer REFERENCES case_studies(id);--> statement-breakpoint
ALTER TABLE `questions` ADD `case_step` integer;--> statement-breakpoint
CREATE INDEX `questions_case_step` ON `questions` (`case_id`,`case_step`);--> statement-breakpoint
CREATE INDEX `questions_step_draw` ON `questions` (`active`,`pool`,`case_step`,`rand_key`);--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `case_id` integer REFERENCES case_studies(id);--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `case_step` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `case_id` integer REFERENCES case_studies(id);--> statement-breakpoint
-- Points by item format for the answers given before this release (no case
-- items existed, so the step table starts empty). One pass over answers, once.
INSERT INTO `user_format_stats` (`user_id`, `type`, `total`, `correct`, `points`, `possible`)
  SELECT a.`user_id`, q.`type`, count(*), sum(a.`is_correct`), sum(coalesce(a.`points`, a.`is_correct`)), sum(a.`max_points`)
  FROM `answers` a JOIN `questions` q ON q.`id` = a.`question_id` GROUP BY a.`user_id`, q.`type`;
