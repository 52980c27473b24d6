CREATE TABLE `user_day_category_stats` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`category_id` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`correct` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `category_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Backfill from the answers already stored (hand-written, reviewed).
INSERT INTO `user_day_category_stats` (`user_id`, `day`, `category_id`, `total`, `correct`)
SELECT a.`user_id`, a.`local_day`, q.`category_id`, count(*), sum(a.`is_correct`)
  FROM `answers` a JOIN `questions` q ON q.`id` = a.`question_id`
 GROUP BY a.`user_id`, a.`local_day`, q.`category_id`;
