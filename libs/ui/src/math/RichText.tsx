import { useMemo } from 'react';
import { splitTextImages, type TextImagePart } from '@tutor/contracts';
import { MathText } from './MathText';
import './rich-text.css';

type TextImage = Extract<TextImagePart, { kind: 'image' }>;

/** What an image in a text needs of its file: the question's `images` answer fits. */
export interface RichTextImage {
  id: number;
  url: string;
}

function ImageView({ image, file }: { image: TextImage; file: RichTextImage | undefined }) {
  if (file === undefined) {
    // not resolved (removed, not yet saved, no access): its alt, never a broken image
    return <span className="ui-rich-image-missing">{image.alt}</span>;
  }
  return (
    <img
      className="ui-rich-image"
      src={file.url}
      alt={image.alt}
      width={image.width ?? undefined}
      loading="lazy"
    />
  );
}

export interface RichTextProps {
  text: string;
  /** The files the text's images name (a question's `images`); others show their alt. */
  images?: readonly RichTextImage[] | undefined;
}

/**
 * A question's or option's text: images (`![alt](file:ID){width=N}`) from `images`, the
 * rest through MathText (formulas). A text without images is exactly a MathText.
 */
export function RichText({ text, images }: RichTextProps) {
  const parts = useMemo(() => splitTextImages(text), [text]);
  if (parts.every((part) => part.kind === 'text')) return <MathText text={text} />;
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <MathText key={index} text={part.text} />
        ) : (
          <ImageView
            key={index}
            image={part}
            file={images?.find((file) => file.id === part.fileId)}
          />
        ),
      )}
    </>
  );
}
