create or replace function number_lookup(p_mode text, p_from text, p_to text, p_contains text,
    p_key1 text, p_key2 text, p_key3 text)
  returns table (id integer, competitor_id integer, competitor text, number text, norm text, part_type_id integer, own text)
  language plpgsql stable set plan_cache_mode = force_generic_plan set enable_seqscan = off
  set max_parallel_workers_per_gather = 0 as $lookup$
#variable_conflict use_column
begin
  if p_mode = 'all' then
    return query with first as materialized (
      select i.* from interchanges i where i.norm ~>=~ p_from and i.norm ~<~ p_to and true order by i.norm using ~<~, i.id limit 20),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < 20 and p_contains is not null
        and i.norm like p_key1 and i.norm like p_key2 and i.norm like p_key3
        and strpos(i.norm, p_from) > 0 and not (i.norm ~>=~ p_from and i.norm ~<~ p_to) and true limit 1000),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit 20))
    select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit 20;
  elsif p_mode = 'hubs' then
    return query with first as materialized (
      select i.* from interchanges i where i.norm ~>=~ p_from and i.norm ~<~ p_to and i.part_type_id = 115 and exists (select 1 from hub_assemblies h where h.hub_assembly_number = i.own_part_number) order by i.norm using ~<~, i.id limit 20),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < 20 and p_contains is not null
        and i.norm like p_key1 and i.norm like p_key2 and i.norm like p_key3
        and strpos(i.norm, p_from) > 0 and not (i.norm ~>=~ p_from and i.norm ~<~ p_to) and i.part_type_id = 115 and exists (select 1 from hub_assemblies h where h.hub_assembly_number = i.own_part_number) limit 1000),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit 20))
    select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit 20;
  elsif p_mode = 'parts' then
    return query with first as materialized (
      select i.* from interchanges i where i.norm ~>=~ p_from and i.norm ~<~ p_to and i.part_type_id = 115 and exists (select 1 from hub_assemblies h join hub_parts p on p.hub_id = h.id
          where h.hub_assembly_number = i.own_part_number) order by i.norm using ~<~, i.id limit 20),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < 20 and p_contains is not null
        and i.norm like p_key1 and i.norm like p_key2 and i.norm like p_key3
        and strpos(i.norm, p_from) > 0 and not (i.norm ~>=~ p_from and i.norm ~<~ p_to) and i.part_type_id = 115 and exists (select 1 from hub_assemblies h join hub_parts p on p.hub_id = h.id
          where h.hub_assembly_number = i.own_part_number) limit 1000),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit 20))
    select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit 20;
  elsif p_mode = 'drum' then
    return query with first as materialized (
      select i.* from interchanges i where i.norm ~>=~ p_from and i.norm ~<~ p_to and i.part_type_id = 23 order by i.norm using ~<~, i.id limit 20),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < 20 and p_contains is not null
        and i.norm like p_key1 and i.norm like p_key2 and i.norm like p_key3
        and strpos(i.norm, p_from) > 0 and not (i.norm ~>=~ p_from and i.norm ~<~ p_to) and i.part_type_id = 23 limit 1000),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit 20))
    select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit 20;
  elsif p_mode = 'rotor' then
    return query with first as materialized (
      select i.* from interchanges i where i.norm ~>=~ p_from and i.norm ~<~ p_to and i.part_type_id = 203 order by i.norm using ~<~, i.id limit 20),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < 20 and p_contains is not null
        and i.norm like p_key1 and i.norm like p_key2 and i.norm like p_key3
        and strpos(i.norm, p_from) > 0 and not (i.norm ~>=~ p_from and i.norm ~<~ p_to) and i.part_type_id = 203 limit 1000),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit 20))
    select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit 20;
  end if;
end
$lookup$;
