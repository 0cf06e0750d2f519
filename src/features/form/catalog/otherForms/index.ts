// Fields of forms that are not the lead's: never kept as drafts, sent to their own calls. One
// module per field, so a screen's chunk carries the fields it asks and no others.
export { unsubscribeEmail } from './unsubscribeEmail';
export { verificationCode } from './verificationCode';
export { password } from './password';
export { passwordConfirmation } from './passwordConfirmation';
export { idDocumentFront } from './idDocumentFront';
export { idDocumentBack } from './idDocumentBack';
