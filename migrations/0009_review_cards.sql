CREATE TABLE `review_cards` (
	`user_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`due_at` integer NOT NULL,
	`stability` real NOT NULL,
	`difficulty` real NOT NULL,
	`scheduled_days` integer NOT NULL,
	`learning_steps` integer DEFAULT 0 NOT NULL,
	`reps` integer NOT NULL,
	`lapses` integer NOT NULL,
	`state` integer NOT NULL,
	`last_review_at` integer,
	`reviews` integer DEFAULT 0 NOT NULL,
	`reviews_full` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_cards_user_due` ON `review_cards` (`user_id`,`due_at`);--> statement-breakpoint
-- Bookmarks made before spaced review become cards, due from the day they were made.
INSERT INTO `review_cards` (`user_id`, `question_id`, `due_at`, `stability`, `difficulty`, `scheduled_days`, `learning_steps`, `reps`, `lapses`, `state`, `last_review_at`, `reviews`, `reviews_full`, `created_at`)
SELECT `user_id`, `question_id`, `created_at`, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, `created_at` FROM `bookmarks` WHERE true
ON CONFLICT (`user_id`, `question_id`) DO NOTHING;
