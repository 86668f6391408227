function s = loops(n, v)
s = 0;
for i = 1:n
  s = s + i;
end
for i = n:-1:1
  if i == 3
    continue;
  elseif i == 2
    break;
  else
    s = s - 1;
  end
end
for x = v
  s = s + x;
end
for i = (1:n)
end
while s > 0 && n > 1
  s = s - 1;
end
while true
  return;
end
parfor i = 1:n
  v(i) = i;
end
if s
  s = 1;
end
end
