import { BookPage } from './BookDetail';

/** /book-previewer/:id: the same detail, read-only, under a 预览模式 banner. */
export default function BookPreview() {
  return <BookPage preview />;
}
