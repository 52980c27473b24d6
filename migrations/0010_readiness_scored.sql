ALTER TABLE `readiness_exams` ADD `scored` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `readiness_exams` ADD `recorded_at` integer;--> statement-breakpoint
ALTER TABLE `readiness_items` ADD `local_day` text;--> statement-breakpoint
-- Exams that began before this release recorded each answer's statistics as it was given: mark them recorded,
-- so their end never adds them a second time.
UPDATE `readiness_exams` SET `recorded_at` = `started_at`;
