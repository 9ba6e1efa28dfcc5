import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ImagePlus, Link2, Upload, X } from 'lucide-react';
import { IMAGE_LIMITS, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@shared/constants';
import { imageUrlSchema } from '@shared/schemas/common';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { ApiError, errorMessage, isUnauthorized } from '@client/lib/api-client';
import { uploadImage } from '@client/lib/upload-image';
import { handleUnauthorized } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import { PLACEHOLDER_IMAGE, cardImageUrl } from '@client/lib/images';
import { toast } from '@client/lib/toast';

// The reusable image uploader (docs/product.md#image-uploader): drag and drop or browse, paste a URL,
// thumbnails with remove, a broken-image placeholder. Unlike the original product
// (docs/product.md#departures-from-the-original-product-text), files are uploaded to POST /api/uploads
// (checked and re-encoded by the server) and the list keeps the returned URL, never a data URL, so
// listings stay small and images are served (and cached) as files.

export type ImageUploaderProps = {
  value: string[];
  onChange: (images: string[]) => void;
  /** At most this many images (IMAGE_LIMITS: 15 per property, 20 per project, 10 by default). */
  max?: number;
  /** Visible name of the group, e.g. "Property Images" (said in the page's language). */
  label?: string;
  disabled?: boolean;
  className?: string;
};

type Upload = { id: string; name: string; progress: number };

// A form saved while a file is still on its way would save the images without it. So each
// ImageUploader reports its running uploads to the form around it, however deep in the fields it
// sits (the listing fields are shared by /sell and the admin dialogs), and the form waits.
const ReportUploading = createContext<((uploading: boolean) => void) | null>(null);

/** For a form: whether an ImageUploader inside its <UploadsInProgress report={report}> is still uploading. */
export function useUploadsInProgress() {
  const [running, setRunning] = useState(0);
  const report = useCallback((uploading: boolean) => setRunning((n) => n + (uploading ? 1 : -1)), []);
  return { uploading: running > 0, report };
}

/** Wraps a form's fields: the ImageUploaders inside report to `report` (from useUploadsInProgress). */
export function UploadsInProgress({ report, children }: { report: (uploading: boolean) => void; children: ReactNode }) {
  return <ReportUploading.Provider value={report}>{children}</ReportUploading.Provider>;
}

/**
 * In a form's row of buttons (a column on phones, the submit on top), says why the submit waits:
 * just above it on phones, at the row's start from sm. Always in the page (hidden when idle) so that
 * screen readers announce the text when it appears.
 */
export function WaitingForUploads({ uploading }: { uploading: boolean }) {
  return (
    <p
      role="status"
      className={uploading ? 'text-center text-sm text-muted-foreground sm:order-first sm:me-auto sm:text-start' : 'sr-only'}
    >
      {uploading ? t('Waiting for uploads to finish…') : ''}
    </p>
  );
}

const ACCEPT = IMAGE_MIME_TYPES.join(',');

function invalidType() {
  toast({ title: t('Invalid file type'), description: t('Please upload only JPEG, PNG, or WebP images'), variant: 'destructive' });
}
/** Over 5 MB in the browser; or the server's reason (5 MB, or more than 40 megapixels). */
function tooLarge(serverMessage?: string) {
  const reason = serverMessage?.replace(/^File too large:\s*/, '');
  toast({ title: t('File too large'), description: reason || t('Please upload images smaller than 5MB'), variant: 'destructive' });
}
function maxReached(max: number, verb: 'upload' | 'add') {
  toast({
    title: t('Maximum images reached'),
    description:
      verb === 'upload' ? t('You can only upload up to {max} images', { max }) : t('You can only add up to {max} images', { max }),
    variant: 'destructive',
  });
}

let uploadSeq = 0;

export function ImageUploader({
  value,
  onChange,
  max = IMAGE_LIMITS.default,
  label = msg('Images'),
  disabled,
  className,
}: ImageUploaderProps) {
  const labelId = useId();
  const urlId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [url, setUrl] = useState('');
  const [dragging, setDragging] = useState(false);
  const [broken, setBroken] = useState<Set<string>>(() => new Set());

  // Uploads finish one by one, after renders: each appends to the latest list, not the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const commit = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };

  const busy = uploads.length > 0;
  const full = value.length + uploads.length >= max;

  // Counted once per uploader while it is busy; unmounting mid-upload (a dialog closed) stops counting.
  const reportUploading = useContext(ReportUploading);
  useEffect(() => {
    if (!busy || !reportUploading) return;
    reportUploading(true);
    return () => reportUploading(false);
  }, [busy, reportUploading]);

  const addFiles = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const valid: File[] = [];
    let badType = false;
    let badSize = false;
    for (const file of files) {
      if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) badType = true;
      else if (file.size > MAX_IMAGE_BYTES) badSize = true;
      else valid.push(file);
    }
    if (badType) invalidType();
    else if (badSize) tooLarge();

    const room = max - latest.current.length - uploads.length;
    if (valid.length > room) maxReached(max, 'upload');
    for (const file of valid.slice(0, Math.max(0, room))) void startUpload(file);
  };

  const startUpload = async (file: File) => {
    const id = `upload-${++uploadSeq}`;
    setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
    try {
      const result = await uploadImage(file, (progress) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, progress } : u))));
      if (latest.current.length >= max) maxReached(max, 'upload');
      else if (!latest.current.includes(result.url)) commit([...latest.current, result.url]);
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else if (err instanceof ApiError && err.status === 415) invalidType();
      else if (err instanceof ApiError && err.status === 413) tooLarge(err.serverMessage);
      else
        toast({
          title: t('Upload failed'),
          description: errorMessage(err, t('Could not upload {name}. Please try again.', { name: file.name })),
          variant: 'destructive',
        });
    } finally {
      setUploads((list) => list.filter((u) => u.id !== id));
    }
  };

  const addUrl = () => {
    const candidate = url.trim();
    if (!candidate) return;
    if (!imageUrlSchema.safeParse(candidate).success) {
      toast({ title: t('Invalid URL'), description: t('Please enter a valid image URL'), variant: 'destructive' });
      return;
    }
    if (latest.current.includes(candidate)) {
      toast({ title: t('Duplicate image'), description: t('This image URL has already been added'), variant: 'destructive' });
      return;
    }
    if (latest.current.length + uploads.length >= max) {
      maxReached(max, 'add');
      return;
    }
    commit([...latest.current, candidate]);
    setUrl('');
  };

  const onUrlKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the URL; it must not submit the surrounding form.
    if (e.key === 'Enter') {
      e.preventDefault();
      addUrl();
    }
  };

  const remove = (index: number) => commit(latest.current.filter((_, i) => i !== index));

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    addFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cn('space-y-4', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t(label)}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {value.length} / {max}
        </span>
      </div>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-primary bg-secondary' : 'border-input bg-muted/40',
          (disabled || full) && 'opacity-70',
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm">
          <span className="font-medium">{t('Drag and drop images here')}</span>
          <span className="text-muted-foreground"> {t('or')}</span>
        </p>
        <Button type="button" variant="outline" disabled={disabled || full} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden /> {t('Browse files')}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('JPEG, PNG or WebP, up to 5MB each, at most {max} images.', { max })}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('Upload images')}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(e) => {
            addFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>

      <div className="space-y-2">
        <label htmlFor={urlId} className="text-sm font-medium">
          {t('Or paste an image URL')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Link2 className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id={urlId}
              type="url"
              inputMode="url"
              dir="ltr"
              placeholder="https://example.com/image.jpg"
              className="ps-9"
              value={url}
              disabled={disabled}
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={onUrlKeyDown}
            />
          </div>
          <Button type="button" variant="secondary" disabled={disabled || !url.trim()} onClick={addUrl}>
            {t('Add')}
          </Button>
        </div>
      </div>

      {uploads.length > 0 ? (
        <ul className="space-y-2" aria-label={t('Uploads in progress')}>
          {uploads.map((u) => (
            <li key={u.id} className="space-y-1">
              <div className="flex justify-between gap-2 text-xs text-muted-foreground">
                <span className="truncate" dir="auto">
                  {u.name}
                </span>
                <span className="tabular-nums">{u.progress}%</span>
              </div>
              <Progress value={u.progress} aria-label={t('Uploading {name}', { name: u.name })} />
            </li>
          ))}
        </ul>
      ) : null}

      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label={t('Selected images')} aria-busy={busy}>
          {value.map((src, i) => (
            <li key={src} className="group relative aspect-[4/3] overflow-hidden rounded-md border bg-muted">
              {broken.has(src) ? (
                <div className="relative size-full" data-testid="broken-image">
                  <img src={PLACEHOLDER_IMAGE} alt="" className="size-full object-cover" />
                  {/* A short label, like Cover's: the tile's corners also hold Cover and the remove button. */}
                  <span className="absolute start-1.5 top-1.5 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
                    <span className="sr-only">{t('Image {number}', { number: i + 1 })} </span>
                    {t('Unavailable')}
                  </span>
                </div>
              ) : (
                <img
                  // The thumbnail needs the card size, not the gallery one the listing keeps.
                  src={cardImageUrl(src)}
                  alt={t('Image {number}', { number: i + 1 })}
                  loading="lazy"
                  className="size-full object-cover"
                  onError={() => setBroken((s) => new Set(s).add(src))}
                />
              )}
              {i === 0 ? (
                <span className="absolute start-1.5 bottom-1.5 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
                  {t('Cover')}
                </span>
              ) : null}
              <Button
                type="button"
                size="icon"
                variant="destructive"
                className="absolute end-1.5 top-1.5 size-8 rounded-full"
                aria-label={t('Remove image {number}', { number: i + 1 })}
                disabled={disabled}
                onClick={() => remove(i)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
