import { useEffect } from 'react';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';

export function pageTitle(page: string): string {
  return `${PRODUCT_NAME} - ${page}`;
}

/** Sets the document title to '{product} - {page}'. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
