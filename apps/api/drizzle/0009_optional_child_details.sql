ALTER TABLE "child_profiles" ALTER COLUMN "age" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "child_profiles" ALTER COLUMN "preferred_learning_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ALTER COLUMN "age" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ALTER COLUMN "preferred_learning_time" DROP NOT NULL;