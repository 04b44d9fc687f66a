import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { productKey } from '@nutrilog/shared/api-client';
import type { Product } from '@nutrilog/shared/schemas';

/** `?product=<uuid>`: that product, chosen once it loads (with its first portion, as any chosen product). */
export function usePreloadedProduct(uuid: string | null, choose: (product: Product) => void): void {
  const { data } = useSWR<Product>(uuid ? productKey(uuid) : null);
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    if (!data || chosen.current === data.uuid) return;
    chosen.current = data.uuid;
    choose(data);
  }, [data, choose]);
}
