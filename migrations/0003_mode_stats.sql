CREATE TABLE `user_mode_stats` (
	`user_id` integer NOT NULL,
	`mode` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	`time_spent` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `mode`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Backfill from the answers already stored (hand-written, reviewed).
INSERT INTO `user_mode_stats` (`user_id`, `mode`, `total`, `correct`, `time_spent`)
SELECT a.`user_id`, CASE WHEN s.`session_type` = 'timed' THEN 'timed' WHEN s.`id` IS NULL THEN 'review' ELSE 'practice' END AS `mode`,
       count(*), sum(a.`is_correct`), sum(a.`time_spent`)
  FROM `answers` a LEFT JOIN `sessions` s ON s.`id` = a.`session_id`
 GROUP BY a.`user_id`, `mode`;
