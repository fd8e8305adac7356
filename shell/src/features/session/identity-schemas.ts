// The identity answers' schemas, a chunk of their own that identity-api loads on its first answer.
export { authSessionSchema, currentUserSchema, emailExistsSchema, signupResponseSchema } from '@app/contracts';
