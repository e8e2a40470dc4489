// Every table of the app, one file a slice; drizzle-kit reads this folder to write migrations.
export {};
