import { api, list, schemas } from '../../shared/api';

const v11 = '/api/v11';

/** Assembly numbers of hubs that have parts. */
export const partsApi = {
  assemblies: (text: string, signal?: AbortSignal) =>
    api
      .get(
        schemas?.assemblyNumbers,
        `${v11}/hubassemblynumbers/withaftermarketparts/${encodeURIComponent(text)}`,
        signal,
      )
      .then((e) => [...new Set(list(e))]),
};
