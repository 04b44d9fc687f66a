import { Link, type LinkProps } from 'react-router-dom';
import { usePreloadOnIntent } from './usePreloadOnIntent';

/** A link inside a page that starts loading the page it opens when pointed at, focused or touched. */
export function PreloadingLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const intent = usePreloadOnIntent(to);
  return <Link to={to} {...intent} {...props} />;
}
