CREATE UNIQUE INDEX `answers_session_question` ON `answers` (`session_id`,`question_id`) WHERE "answers"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `questions_draw_need` ON `questions` (`active`,`client_need`,`rand_key`);--> statement-breakpoint
CREATE INDEX `sessions_user_type_created` ON `sessions` (`user_id`,`session_type`,`created_at`);