import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, requestsBy, stepAnswers } from './helpers';

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

function renderUpload(
  step: Record<string, number | { status: number }> = { '/lead/documentId': 11 },
  uploadStatus?: number,
) {
  const uploads: AxiosRequestConfig[] = [];
  const request = requestsBy({
    'GET /lead/idUpload': { data: { documents: [] } },
    'POST /lead/idUpload': (config) => {
      uploads.push(config);
      config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      return uploadStatus
        ? { error: { status: uploadStatus, message: 'view' } }
        : {
            data: {
              side: 'front',
              contentType: 'image/png',
              size: 100,
              uploadedAt: '2026-01-01T00:00:00.000Z',
            },
          };
    },
  });
  const view = renderWithProviders(<ApplicationPage />, {
    ...atState('/id-upload', 30),
    leadApi: { request, sendLeadStep: stepAnswers(step) },
  });
  return { ...view, uploads };
}

describe('id upload (30)', () => {
  it('uploads the picked image at once, then the document number completes the step', async () => {
    const { user, leadApi, router, uploads } = renderUpload();
    const photo = file('dni.png', 'image/png', 100);
    await user.upload(await screen.findByLabelText('Front of the document'), photo);
    expect(await screen.findByText('Uploaded: dni.png')).toBeDefined();
    expect(uploads[0]).toMatchObject({
      params: { id: LEAD_ID, side: 'front' },
      data: photo,
      headers: { 'Content-Type': 'image/png' },
    });
    await user.type(screen.getByLabelText('Document number'), 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/documentId' },
      { id: LEAD_ID, otherDetails: { idCardNumber: 'AB1234567' } },
    );
  });

  it('refuses a file over 5 MB and a file that is not an image or PDF before sending it', async () => {
    const { user, uploads } = renderUpload();
    const input = await screen.findByLabelText('Front of the document');
    await user.upload(input, file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await screen.findByText('This file is 6 MB. Choose one of 5 MB or less.')).toBeDefined();
    // user-event honours `accept`; a browser's "all files" choice does not, so the type is checked too.
    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain', 10)] } });
    expect(
      await screen.findByText(
        'This file type is not accepted. Choose a JPG, PNG or WebP photo, or a PDF.',
      ),
    ).toBeDefined();
    expect(uploads).toHaveLength(0);
  });

  it('asks for the front and the number before sending', async () => {
    const { user, leadApi } = renderUpload();
    await user.click(await screen.findByRole('button', { name: 'Send document' }));
    const summary = await screen.findByRole('alert', { name: 'Please check 2 answers' });
    expect(summary.textContent).toContain(
      'Front of the document: Upload the front of your document.',
    );
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('explains a view upload, and a failed save keeps the answers', async () => {
    quietConsole();
    const view = renderUpload(undefined, 415);
    await view.user.upload(
      await screen.findByLabelText('Front of the document'),
      file('dni.png', 'image/png', 100),
    );
    expect(
      await screen.findByText(
        'This file type is not accepted. Choose a JPG, PNG or WebP photo, or a PDF.',
      ),
    ).toBeDefined();
    view.unmount();

    const { user, router } = renderUpload({ '/lead/documentId': { status: 500 } });
    await user.upload(
      await screen.findByLabelText('Front of the document'),
      file('dni.png', 'image/png', 100),
    );
    await user.type(screen.getByLabelText('Document number'), 'AB1234567');
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Document number').value).toBe('AB1234567');
    expect(router.pathname).toBe('/id-upload');
  });

  it('lets the applicant send the document later', async () => {
    const { user, leadApi, router } = renderUpload({ '/lead/offer/skip-document-upload': 11 });
    await user.click(await screen.findByRole('button', { name: "I'll send it later by email" }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/offer/skip-document-upload' },
      { id: LEAD_ID },
    );
  });
});
