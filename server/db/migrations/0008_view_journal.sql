CREATE TABLE "view_journal_batches" (
	"journal" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "view_journal_batches_journal_seq_pk" PRIMARY KEY("journal","seq")
);
