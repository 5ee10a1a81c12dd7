import { BookOpen } from 'lucide-react';

/** The material's cover, or a book icon in its place (the title stands beside it). */
export function Cover({ url, className }: { url: string | null; className?: string }) {
  const classes = ['mp-cover', className].filter(Boolean).join(' ');
  if (url === null) {
    return (
      <div className={`${classes} mp-cover-placeholder`} aria-hidden="true">
        <BookOpen size={40} />
      </div>
    );
  }
  return <img className={classes} src={url} alt="" loading="lazy" />;
}
