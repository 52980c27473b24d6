CREATE TABLE `readiness_exams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`reason` text,
	`started_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deadline` integer NOT NULL,
	`finished_at` integer,
	`answered` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	`theta` real,
	`se` real,
	`current_question_id` integer,
	`current_shown_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`current_question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `readiness_exams_user` ON `readiness_exams` (`user_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `readiness_items` (
	`exam_id` integer NOT NULL,
	`position` integer NOT NULL,
	`question_id` integer NOT NULL,
	`area` text NOT NULL,
	`difficulty` real NOT NULL,
	`selected_answer` text NOT NULL,
	`is_correct` integer NOT NULL,
	`time_spent` integer DEFAULT 0 NOT NULL,
	`answered_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`exam_id`, `position`),
	FOREIGN KEY (`exam_id`) REFERENCES `readiness_exams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `readiness_items_exam_question` ON `readiness_items` (`exam_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `user_ability` (
	`user_id` integer NOT NULL,
	`area` text NOT NULL,
	`loglik` text NOT NULL,
	`responses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `area`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `questions` ADD `irt_difficulty` real;--> statement-breakpoint
ALTER TABLE `questions` ADD `irt_responses` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-corrected: drizzle-kit quoted the expression column as two identifiers.
CREATE INDEX `questions_area_difficulty` ON `questions` (`active`,`client_need`,coalesce("irt_difficulty", "difficulty" - 3));