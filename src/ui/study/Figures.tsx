import classes from './StudyCharts.module.css';

/** A row of large figures, each with its label under it: a description list, read label first. */
export function Figures({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className={classes.figures}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
