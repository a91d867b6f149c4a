CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
