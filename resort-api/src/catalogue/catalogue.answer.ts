import type { catalogItemSchema, productGroupSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { ProductComponentRow, ProductGroupRow } from '../db/schema.ts';
import type { ProductWithComponents } from './catalogue.repository.ts';

/** A catalogue item as the contract reads it (before its canonicalising parse). */
export type CatalogItemInput = z.input<typeof catalogItemSchema>;

function toComponent(row: ProductComponentRow) {
  return {
    id: row.id,
    principal: row.principal,
    quantidade: row.quantidade,
    descricao: { nome: row.nome, observacao: row.observacao, descricao: row.descricao, language: row.language },
    codigo_iva: row.codigoIva,
    taxa_iva: row.taxaIva,
    valores: { preco_liquido: row.precoLiquido, preco_unitario: row.precoUnitario },
    multimedia: { link_images: row.linkImages },
  };
}

/**
 * A product in the upstream's shape (spec 001 §3.2, spec 002 §3). The top-level nome, observacao,
 * total_liquido and taxa_iva come from the principal component: a product without a complete one
 * answers nulls there, and readers leave it out (spec 001 §2.1).
 */
export function toCatalogItem({ product, components }: ProductWithComponents): CatalogItemInput {
  const principal = components.find((component) => component.principal);
  return {
    id: product.id,
    info: product.info,
    id_produto: product.id,
    codgrupo: product.codgrupo,
    kind: product.kind,
    nome: principal?.nome ?? product.info.name,
    observacao: principal?.observacao ?? product.info.observation,
    total_liquido: principal?.precoUnitario ?? null,
    taxa_iva: principal?.taxaIva ?? null,
    activo: product.activo,
    visible: product.visible,
    tipo: product.tipo,
    composicao: components.map(toComponent),
    categorias: product.categorias,
    marcas: product.marcas,
    caracteristicas: product.caracteristicas,
    imagens: product.imagens,
    documentos: product.documentos,
  };
}

export function toProductGroup(row: ProductGroupRow): z.input<typeof productGroupSchema> {
  return { codgrupo: row.codgrupo, nome: row.nome, translate: row.translate, imagem: row.imagem, order: row.position };
}
