/** The seeded admin's password in every test database. */
export const ADMIN_PASSWORD = 'Admin#Test1';
/** The migrated and seeded database each test file's database is cloned from. */
export const TEMPLATE_DB = 'api_tests_template';
/** Per-file databases are named with this prefix; leftovers of an interrupted run are dropped at the next start. */
export const TEST_DB_PREFIX = 'api_test_';
