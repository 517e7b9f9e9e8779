import { forwardRef } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/**
 * Blueprint's select with its caret as decoration: Blueprint titles the caret « Open dropdown »,
 * in English, an image read beside every select. The select's own label names it.
 */
export const PortalSelect = forwardRef<HTMLSelectElement, HTMLSelectProps>(function PortalSelect({ iconProps, ...props }, ref) {
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...iconProps, title: false }} />;
});
