ALTER TABLE `classes` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `moved_to_id` integer;