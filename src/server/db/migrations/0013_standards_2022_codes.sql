-- 과제 were tagged from a 성취기준 table that used the 2015 개정 structure (02 = 수열과 금융,
-- 03 = 함수와 경제, 03-04 and 04-04 with other meanings). Each stored code moves to the 2022 개정
-- 「경제 수학」 standard with the same content, in one statement so that no row moves twice
-- (old 02-01 becomes 01-04 while old 03-01 becomes 02-01). docs/decisions/0029 lists the mapping.
UPDATE `assignments` SET `standard` = CASE `standard`
  WHEN '12경수02-01' THEN '12경수01-04'
  WHEN '12경수02-02' THEN '12경수01-05'
  WHEN '12경수02-03' THEN '12경수01-05'
  WHEN '12경수02-04' THEN '12경수01-04'
  WHEN '12경수03-01' THEN '12경수02-01'
  WHEN '12경수03-02' THEN '12경수02-04'
  WHEN '12경수03-03' THEN '12경수02-03'
  WHEN '12경수03-04' THEN '12경수02-01'
  WHEN '12경수04-02' THEN '12경수04-03'
  WHEN '12경수04-03' THEN '12경수04-04'
  WHEN '12경수04-04' THEN '12경수01-01'
  ELSE `standard`
END;
