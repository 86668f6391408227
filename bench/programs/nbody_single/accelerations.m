function acc = accelerations(pos, mass, soft)
% ACCELERATIONS  Gravitational accelerations of all bodies, in the class of pos.
n = size(pos, 1);
acc = zeros(n, 3, 'like', pos);
for i = 1:n
    d = pos - repmat(pos(i, :), n, 1);
    r2 = sum(d.^2, 2) + soft^2;
    inv3 = mass(:) ./ (r2 .* sqrt(r2));
    inv3(i) = 0;
    acc(i, :) = sum(d .* repmat(inv3, 1, 3), 1);
end
end
