import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/** React.lazy for a named export: its module is downloaded when the component first renders. */
export function lazyNamed<Module extends Record<Name, ComponentType<never>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => {
    const module: Module | undefined = await load();
    // No module: its chunk was gone after an upgrade and the page is reloading
    // (stale-chunks.ts); the loading state stays until then.
    if (!module) return new Promise<never>(() => {});
    return { default: module[name] as ComponentType<PropsOf<Module[Name]>> };
  });
}
