import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/** React.lazy for a named export: its module is downloaded when the component first renders. */
export function lazyNamed<Module extends Record<Name, ComponentType<never>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<Module[Name]>>,
  }));
}
