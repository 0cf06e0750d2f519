import { defineField } from '../fieldEntry';

export const idDocumentBack = defineField('idDocument.back', 'text', {}, { optional: true });
