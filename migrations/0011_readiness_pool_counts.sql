CREATE TABLE `readiness_pool_counts` (
	`area` text PRIMARY KEY NOT NULL,
	`items` integer DEFAULT 0 NOT NULL
);
