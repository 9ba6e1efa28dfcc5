import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ImageUploader, UploadsInProgress, WaitingForUploads, useUploadsInProgress } from '@client/components/forms/image-uploader';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// The listing images field (docs/product.md#image-uploader): which files it refuses before sending, what the server's
// refusals become, the thumbnails, and how a form around it learns that an upload is under way.

const UPLOADS = '/api/uploads';
const MB5 = 5 * 1024 * 1024;

const stored = (id: string) => ({ url: `/uploads/${id}-gallery.webp`, cardUrl: `/uploads/${id}-card.webp`, width: 1600, height: 1200 });
const aFile = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

type UploaderProps = { initial?: string[]; max?: number; closable?: boolean };

/** A listing form around the uploader: it waits for uploads before it can be saved; `closable` adds a button that removes the uploader (a dialog closed). */
function ListingForm({ initial = [], max, closable, onChange }: UploaderProps & { onChange: (images: string[]) => void }) {
  const [images, setImages] = useState(initial);
  const [open, setOpen] = useState(true);
  const { uploading, report } = useUploadsInProgress();
  const change = (next: string[]) => {
    onChange(next);
    setImages(next);
  };
  return (
    <form aria-label="Listing">
      <UploadsInProgress report={report}>
        {open ? <ImageUploader value={images} onChange={change} max={max} label="Property Images" /> : null}
      </UploadsInProgress>
      {closable ? (
        <button type="button" onClick={() => setOpen(false)}>
          Close images
        </button>
      ) : null}
      <WaitingForUploads uploading={uploading} />
      <button type="submit" disabled={uploading}>
        Save listing
      </button>
    </form>
  );
}

async function renderUploader(props: UploaderProps = {}) {
  const onChange = vi.fn<(images: string[]) => void>();
  const { screen } = await renderPart(<ListingForm {...props} onChange={onChange} />, { path: '/sell' });
  return { screen, onChange, fileInput: screen.getByLabelText('Upload images') };
}

/** The toast with this title and description. */
async function expectToast(title: string, description: string) {
  await expect.element(page.getByText(title, { exact: true })).toBeVisible();
  await expect.element(page.getByText(description, { exact: true })).toBeVisible();
}

describe('files refused before sending', () => {
  test('the file picker offers JPEG, PNG and WebP only', async () => {
    const { fileInput } = await renderUploader();
    await expect.element(fileInput).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/webp');
    await expect.element(fileInput).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5MB each, at most 10 images.');
  });

  test.each([
    ['floor-plan.pdf', 'application/pdf'],
    ['animation.gif', 'image/gif'],
    ['photo.png', 'text/plain'],
  ])('%s (%s) is refused as an invalid file type and not sent', async (name, type) => {
    const { screen, onChange, fileInput } = await renderUploader();

    await userEvent.upload(fileInput, aFile(name, type));

    await expectToast('Invalid file type', 'Please upload only JPEG, PNG, or WebP images');
    await expect.element(screen.getByText('0 / 10')).toBeVisible();
    expect(requestsTo('POST', UPLOADS)).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a file over 5 MB is refused and not sent; one of exactly 5 MB chosen with it is uploaded', async () => {
    const { screen, onChange, fileInput } = await renderUploader();
    answer('POST', UPLOADS, { status: 201, body: stored('exact') });

    await userEvent.upload(fileInput, [aFile('exact.jpg', 'image/jpeg', MB5), aFile('huge.jpg', 'image/jpeg', MB5 + 1)]);

    await expectToast('File too large', 'Please upload images smaller than 5MB');
    await expect.element(screen.getByText('1 / 10')).toBeVisible();
    const sent = requestsTo('POST', UPLOADS);
    expect(sent).toHaveLength(1);
    expect(((sent[0].body as FormData).get('file') as File).name).toBe('exact.jpg');
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/exact-gallery.webp']);
  });

  test('with room for one image, choosing two uploads the first and says the maximum is reached', async () => {
    const initial = ['/uploads/a-gallery.webp', '/uploads/b-gallery.webp'];
    const { screen, onChange, fileInput } = await renderUploader({ initial, max: 3 });
    answer('POST', UPLOADS, { status: 201, body: stored('c') });

    await userEvent.upload(fileInput, [aFile('first.png', 'image/png'), aFile('second.png', 'image/png')]);

    await expectToast('Maximum images reached', 'You can only upload up to 3 images');
    await expect.element(screen.getByText('3 / 3')).toBeVisible();
    expect(requestsTo('POST', UPLOADS).map((r) => ((r.body as FormData).get('file') as File).name)).toEqual(['first.png']);
    expect(onChange).toHaveBeenLastCalledWith([...initial, '/uploads/c-gallery.webp']);
    await expect.element(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
  });
});

describe('uploading', () => {
  test('an accepted file is sent as the "file" field and becomes the cover thumbnail', async () => {
    const { screen, onChange, fileInput } = await renderUploader();
    answer('POST', UPLOADS, { status: 201, body: stored('9f2c') });

    await userEvent.upload(fileInput, aFile('living-room.webp', 'image/webp'));

    await expect.element(screen.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    await expect.element(screen.getByText('Cover')).toBeVisible();
    await expect.element(screen.getByText('1 / 10')).toBeVisible();
    const [sent] = requestsTo('POST', UPLOADS);
    const file = (sent.body as FormData).get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['living-room.webp', 'image/webp', 2048]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['/uploads/9f2c-gallery.webp']);
  });

  test.each([
    [
      415,
      'Invalid file type: Please upload only JPEG, PNG, or WebP images',
      'Invalid file type',
      'Please upload only JPEG, PNG, or WebP images',
    ],
    [413, 'File too large: Please upload images smaller than 5MB', 'File too large', 'Please upload images smaller than 5MB'],
    [
      413,
      'Image too large: Please upload images of at most 40 megapixels',
      'File too large',
      'Image too large: Please upload images of at most 40 megapixels',
    ],
    [429, 'Too many requests. Please try again in 42 seconds.', 'Upload failed', 'Too many requests. Please try again in 42 seconds.'],
    [400, 'Please upload one image at a time', 'Upload failed', 'Please upload one image at a time'],
  ])('the server refuses with %i ("%s"): the user is told and no image is added', async (status, message, title, description) => {
    const { screen, onChange, fileInput } = await renderUploader();
    answer('POST', UPLOADS, { status, body: { message, errors: { file: message } } });

    // A PNG by name and type whose bytes the server reads as something else.
    await userEvent.upload(fileInput, aFile('scan.png', 'image/png'));

    await expectToast(title, description);
    expect(requestsTo('POST', UPLOADS)).toHaveLength(1);
    await expect.element(screen.getByRole('list', { name: 'Uploads in progress' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('0 / 10')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('removing an image leaves the others in order, the next one becoming the cover', async () => {
    const initial = ['/uploads/a-gallery.webp', '/uploads/b-gallery.webp', '/uploads/c-gallery.webp'];
    const { screen, onChange } = await renderUploader({ initial });
    await expect.element(screen.getByText('3 / 10')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));

    expect(onChange).toHaveBeenLastCalledWith(['/uploads/b-gallery.webp', '/uploads/c-gallery.webp']);
    await expect.element(screen.getByText('2 / 10')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Remove image 3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/b-gallery.webp']);
    expect(requestsTo('POST', UPLOADS)).toHaveLength(0);
  });

  test('while a file is on its way the form waits for it, showing its progress, then can be saved', async () => {
    const { screen, onChange, fileInput } = await renderUploader();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer('POST', UPLOADS, async () => {
      await held;
      return { status: 201, body: stored('late') };
    });
    const save = screen.getByRole('button', { name: 'Save listing' });
    const waiting = screen.getByRole('status');
    await expect.element(save).toBeEnabled();
    await expect.element(waiting).toHaveTextContent('');

    await userEvent.upload(fileInput, aFile('terrace.jpg', 'image/jpeg'));

    await expect.element(screen.getByRole('progressbar', { name: 'Uploading terrace.jpg' })).toBeVisible();
    await expect.element(screen.getByText('50%')).toBeVisible();
    await expect.element(waiting).toHaveTextContent('Waiting for uploads to finish…');
    await expect.element(save).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();

    release();

    await expect.element(screen.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(['/uploads/late-gallery.webp']);
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
    await expect.element(waiting).toHaveTextContent('');
  });

  test('an uploader closed while its file is on its way no longer holds the form back', async () => {
    const { screen, fileInput } = await renderUploader({ closable: true });
    answer('POST', UPLOADS, () => new Promise(() => {})); // never answered
    const save = screen.getByRole('button', { name: 'Save listing' });

    await userEvent.upload(fileInput, aFile('terrace.jpg', 'image/jpeg'));
    await expect.element(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close images' }));

    await expect.element(screen.getByRole('group', { name: 'Property Images' })).not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
