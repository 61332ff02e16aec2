import classes from './BookCover.module.css';

/** A book's cover at 3:4, with the title as its text alternative. */
export function BookCover({ src, title }: { src: string; title: string }) {
  return <img className={classes.cover} src={src} alt={`《${title}》封面`} loading="lazy" />;
}
