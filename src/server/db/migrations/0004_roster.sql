ALTER TABLE `users` ADD `number` text;--> statement-breakpoint
ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_class_number_idx` ON `users` (`class_id`,`number`);