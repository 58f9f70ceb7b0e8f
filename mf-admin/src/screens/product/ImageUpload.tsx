// The product's picture: choose a PNG, JPEG or WebP file, see it before sending, and upload it; the API resizes it into
// every size the store serves and says so (or why not).
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIN_SIDE, PRODUCT_IMAGE_TYPES } from '@storefront/shared/admin';
import type { AdminProduct } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useUploadProductImageMutation } from '../../apiClient/catalogApi';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';
import styles from './ProductPage.module.css';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

function fileProblem(file: File): string | undefined {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `Choose a picture of at most ${MAX_MB} MB.`;
  return undefined;
}

export function ImageUpload({ product }: { product: AdminProduct }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState<string>();
  const [upload, { isLoading, data, error, reset }] = useUploadProductImageMutation();

  useEffect(() => {
    if (!file) return setPreview('');
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    reset();
    setProblem(chosen ? fileProblem(chosen) : undefined);
    setFile(chosen && !fileProblem(chosen) ? chosen : null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a picture first.');
    const answer = await upload({ id: product.id, image: file });
    if ('data' in answer) setFile(null);
  };

  return (
    <form className={styles.image} onSubmit={submit} aria-label="Picture">
      <figure>
        <img
          src={preview || product.imageUrl}
          alt={preview ? `New picture for ${product.title}` : `Current picture of ${product.title}`}
          width={240}
          height={240}
        />
        <figcaption className={ui.muted}>
          {preview ? 'The new picture, not uploaded yet' : product.imageUploaded ? 'Uploaded picture' : 'Drawn picture'}
        </figcaption>
      </figure>
      <Field
        id="product-image"
        label="New picture"
        error={problem}
        hint={`PNG, JPEG or WebP, at least ${PRODUCT_IMAGE_MIN_SIDE} px on each side, at most ${MAX_MB} MB.`}
      >
        {(control) => <input {...control} type="file" accept={PRODUCT_IMAGE_TYPES.join(',')} onChange={choose} />}
      </Field>
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
      {data ? <Notice tone="success">{data.message}</Notice> : null}
      <button type="submit" className={ui.secondary} disabled={isLoading}>
        {isLoading ? 'Uploading…' : 'Upload picture'}
      </button>
    </form>
  );
}
