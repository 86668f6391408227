classdef Counter < handle
  properties
    Value = 1
  end
  methods
    function obj = Counter(v)
      obj.Value = v;
    end
    function r = get(obj)
      r = obj.Value;
    end
    function r = apply(obj, xs)
      r = arrayfun(@(x) x + obj.Value, xs);
    end
    function obj = set.Value(obj, v)
      obj.Value = v;
    end
  end
  methods (Static)
    function r = make()
      r = Counter(3);
    end
  end
end
