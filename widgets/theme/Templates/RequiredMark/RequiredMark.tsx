/**
 * The asterisk after the label of a required field. Hidden from screen readers: the input
 * itself carries `required`, which they announce as « obligatoire » in their own words.
 */
export default function RequiredMark() {
  return (
    <span className="ea-required" aria-hidden="true">
      {' *'}
    </span>
  );
}
