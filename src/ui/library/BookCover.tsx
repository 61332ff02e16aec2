import classes from './BookCover.module.css';

interface BookCoverProps {
  src: string;
  title: string;
  /** The cover a page is about (a book's own page, a group's book): fetched first, not when scrolled to. */
  prominent?: boolean;
}

/** A book's cover at 3:4, with the title as its text alternative. */
export function BookCover({ src, title, prominent = false }: BookCoverProps) {
  return (
    <img
      className={classes.cover}
      src={src}
      alt={`《${title}》封面`}
      loading={prominent ? 'eager' : 'lazy'}
      fetchPriority={prominent ? 'high' : 'auto'}
    />
  );
}
