-- A completion and a 계산 과제 answer keep the 과제's title and 성취기준 of their moment; rows
-- recorded before this migration take the 과제's current (just re-mapped) ones.
ALTER TABLE `assignment_answers` ADD `title` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `assignment_answers` ADD `standard` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `assignment_completions` ADD `title` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `assignment_completions` ADD `standard` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `assignment_answers` SET
  `title` = (SELECT `title` FROM `assignments` WHERE `assignments`.`id` = `assignment_answers`.`assignment_id`),
  `standard` = (SELECT `standard` FROM `assignments` WHERE `assignments`.`id` = `assignment_answers`.`assignment_id`);--> statement-breakpoint
UPDATE `assignment_completions` SET
  `title` = (SELECT `title` FROM `assignments` WHERE `assignments`.`id` = `assignment_completions`.`assignment_id`),
  `standard` = (SELECT `standard` FROM `assignments` WHERE `assignments`.`id` = `assignment_completions`.`assignment_id`);
