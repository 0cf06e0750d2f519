import { defineField } from '../fieldEntry';

/** An ID document's side, uploaded by the screen: the field holds that it was. */
export const idDocumentFront = defineField('idDocument.front', 'text', {}, { optional: true });
