import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { fieldErrorText, type FieldError } from '../Field/Field.messages.ts';
import { Icon } from '../Icon/Icon.tsx';
import {
  acceptedImageTypes,
  formatFileSize,
  hasAcceptedImageExtension,
  imageDimensionsMessage,
  meetsMinimum,
  mergeFiles,
} from './FileDropzone.rules.ts';
import * as styles from './FileDropzone.css.ts';

type ZoneProps = HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: string | undefined };

export interface FileDropzoneProps {
  label: ReactNode;
  /** Under the prompt; by default the accepted types and the minimum size. */
  hint?: ReactNode;
  /** The field's name in the image-rule message, e.g. 'business logo'. */
  field?: string;
  /** One file by default; more than 1 lets the user add files up to this many (SPEC §5). */
  max?: number;
  /** Minimum image size in pixels; both must be given for the rule to check dimensions. */
  minWidth?: number;
  minHeight?: number;
  /** Controlled files. */
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onFilesChange?: (files: File[]) => void;
  /** A message, or the server's messages for this field; the first is shown. */
  error?: FieldError;
  /** The server's message for the image rule, shown instead of the default text (SPEC §5). */
  serverMessage?: string | null;
  disabled?: boolean;
  /** Extra attributes for the drop area (e.g. `data-force-state` in a story). */
  zoneProps?: ZoneProps;
  className?: string;
}

/** Reads an image's size in the browser; null when it cannot be decoded. */
function measureImage(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/**
 * A drop area for images that is also a button: Enter or Space opens the file picker. Files
 * must be JPG, JPEG, PNG, SVG, BMP or GIF and, when a minimum is set, at least that many
 * pixels each way; otherwise the SPEC §5 message shows. Chosen files are listed with remove buttons.
 */
export function FileDropzone({
  label,
  hint,
  field = 'image',
  max = 1,
  minWidth,
  minHeight,
  files,
  defaultFiles = [],
  onFilesChange,
  error,
  serverMessage,
  disabled = false,
  zoneProps,
  className,
}: FileDropzoneProps) {
  const id = useId();
  const labelId = `dropzone-${id}-label`;
  const promptId = `dropzone-${id}-prompt`;
  const hintId = `dropzone-${id}-hint`;
  const errorId = `dropzone-${id}-error`;
  const [inner, setInner] = useState<readonly File[]>(defaultFiles);
  const current = files ?? inner;
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const multiple = max > 1;
  const minimum = minWidth !== undefined && minHeight !== undefined ? { width: minWidth, height: minHeight } : null;
  const ruleMessage =
    serverMessage && serverMessage.trim() !== ''
      ? serverMessage
      : imageDimensionsMessage({ field, width: minWidth ?? 0, height: minHeight ?? 0 });

  const update = (next: File[]) => {
    if (files === undefined) setInner(next);
    onFilesChange?.(next);
  };

  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    setChecking(true);
    const named = accepted.filter((file) => hasAcceptedImageExtension(file.name));
    let failed = rejected.length + accepted.length - named.length;
    let good = named;
    if (minimum) {
      const sizes = await Promise.all(named.map(measureImage));
      good = named.filter((_, index) => meetsMinimum(sizes[index] ?? null, minimum));
      failed += named.length - good.length;
    }
    setChecking(false);
    const { files: merged, overflow } = mergeFiles(current, good, max);
    if (good.length > 0) update(merged);
    setRuleError(
      failed > 0
        ? minimum
          ? ruleMessage
          : (serverMessage ?? 'Only JPG, JPEG, PNG, SVG, BMP or GIF files can be added.')
        : overflow > 0 && multiple
          ? `You can add up to ${max} files.`
          : null,
    );
  };

  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept: acceptedImageTypes,
    multiple,
    disabled,
  });

  const remove = (index: number) => {
    update(current.filter((_, position) => position !== index));
    setRuleError(null);
    // The removed button is gone; the drop area is the natural place to continue.
    rootRef.current?.focus();
  };

  const shownError = ruleError ?? fieldErrorText(error);
  const defaultHint = `JPG, JPEG, PNG, SVG, BMP or GIF${minimum ? `, at least ${minimum.width} × ${minimum.height} pixels` : ''}${multiple ? `, up to ${max} files` : ''}.`;
  const rootProps = getRootProps({
    role: 'button',
    'aria-labelledby': `${labelId} ${promptId}`,
    'aria-describedby': [hintId, shownError ? errorId : null].filter(Boolean).join(' '),
    'aria-invalid': shownError ? true : undefined,
    'aria-disabled': disabled || undefined,
    'aria-busy': checking || undefined,
    tabIndex: disabled ? -1 : 0,
    className: styles.zone,
    ...zoneProps,
  });

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-invalid={shownError ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        {...rootProps}
        data-drag-active={isDragActive ? '' : zoneProps?.['data-drag-active']}
        data-invalid={shownError ? '' : undefined}
      >
        <Icon name="upload" size="lg" className={styles.zoneIcon} />
        <span id={promptId} className={styles.prompt}>
          {isDragActive ? (
            multiple ? (
              'Drop the files here'
            ) : (
              'Drop the file here'
            )
          ) : (
            <>
              Drag {multiple ? 'files' : 'a file'} here or <span className={styles.browse}>choose</span>
            </>
          )}
        </span>
      </div>
      {/* Outside the button, whose visible text must all be in its name; linked as its description. */}
      <p id={hintId} className={styles.hint}>
        {hint ?? defaultHint}
      </p>
      {/* Outside the button: the drop area is the control, the hidden input only does the work. */}
      <input {...getInputProps()} aria-hidden="true" data-part="input" />
      {shownError ? (
        <p id={errorId} className={styles.error} data-part="error">
          <Icon name="error" size="sm" />
          {shownError}
        </p>
      ) : null}
      {current.length > 0 ? (
        <ul className={styles.list} aria-label="Chosen files">
          {current.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.item}>
              <Icon name="check" size="sm" tone="success" />
              <span className={styles.fileName} title={file.name}>
                {file.name}
              </span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <Icon name="trash" size="sm" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
