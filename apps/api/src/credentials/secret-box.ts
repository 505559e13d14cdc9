/** The box lives in libs/credentials: the worker seals the passwords of a bulk enrolment with it too. */
export { SecretBox } from '@cdi/credentials';
