CREATE TABLE `readiness_pretest` (
	`exam_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`position` integer NOT NULL,
	`response` text NOT NULL,
	`points` integer NOT NULL,
	`max_points` integer NOT NULL,
	`time_spent` integer DEFAULT 0 NOT NULL,
	`answered_at` integer NOT NULL,
	PRIMARY KEY(`exam_id`, `question_id`),
	FOREIGN KEY (`exam_id`) REFERENCES `readiness_exams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `readiness_pretest_question` ON `readiness_pretest` (`question_id`);--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `mode` text DEFAULT 'short' NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `in_tutorial` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `break_offers` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `breaks_taken` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `break_started_at` integer;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `break_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `pretest_plan` text;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `pretest_answered` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `current_pretest` integer DEFAULT 0 NOT NULL;