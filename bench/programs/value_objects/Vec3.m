classdef Vec3
  % A point in space: a value class, copied on assignment.
  properties
    x = 0
    y = 0
    z = 0
    tag = ''
  end
  methods
    function v = Vec3(x, y, z)
      if nargin == 3
        v.x = x;
        v.y = y;
        v.z = z;
      end
    end
    function r = plus(a, b)
      r = Vec3(a.x + b.x, a.y + b.y, a.z + b.z);
    end
    function r = scale(v, k)
      r = v;
      r.x = k * v.x;
      r.y = k * v.y;
      r.z = k * v.z;
    end
    function n = norm(v)
      n = sqrt(v.x ^ 2 + v.y ^ 2 + v.z ^ 2);
    end
    function a = asRow(v)
      a = [v.x, v.y, v.z];
    end
  end
end
